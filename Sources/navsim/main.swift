import NavSimCLI

NavSimCLI.main()
