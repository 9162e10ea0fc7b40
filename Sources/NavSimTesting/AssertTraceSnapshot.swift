import NavSim
