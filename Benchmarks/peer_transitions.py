#!/usr/bin/env python3
"""Peer anchor for replay speed, the twin of peer_sismic.py on the `transitions` state-machine
library: the chain model of synth.py (select a row, tap Next down DEPTH scenes passing
item = items[selection] and items = items, then back up), with the same check after every event
that the stack holds no instance twice.
usage: python peer_transitions.py [STEPS] [DEPTH]   (needs: pip install transitions)"""
import sys, time
from transitions import Machine

steps = int(sys.argv[1]) if len(sys.argv) > 1 else 30000
depth = int(sys.argv[2]) if len(sys.argv) > 2 else 10


class Navigation:
    def __init__(self):
        self.stack = ['S0']
        self.stores = {'S0': {'items': [{'id': 1}, {'id': 2}, {'id': 3}], 'item': None}}
        self.selection = None
        self.n = 0

    def do_select(self, row):
        self.selection = row

    def do_tap(self):
        src = self.stack[-1]
        self.n += 1
        dst = 'S%d#%d' % (int(src.split('#')[0][1:]) + 1, self.n)
        s = self.stores[src]
        self.stores[dst] = {'item': dict(s['items'][self.selection]), 'items': [dict(x) for x in s['items']]}
        self.stack.append(dst)

    def can_back(self):
        return len(self.stack) > 1

    def do_back(self):
        top = self.stack.pop()
        del self.stores[top]

    def check(self, *args, **kwargs):
        assert len(self.stack) == len(set(self.stack)), "an instance is on the stack twice"


app = Navigation()
machine = Machine(model=app, states=['running'], initial='running', auto_transitions=False, finalize_event='check')
machine.add_transition('select', 'running', None, after='do_select')
machine.add_transition('tap', 'running', None, after='do_tap')
machine.add_transition('back', 'running', None, conditions='can_back', after='do_back')
events = []
while len(events) < steps:
    for _ in range(depth): events += [('select', {'row': 1}), ('tap', {})]
    events += [('back', {})] * depth
t = time.perf_counter()
for name, data in events:
    app.trigger(name, **data)
dt = time.perf_counter() - t
print(f"transitions: {len(events)} steps in {dt:.2f} s = {len(events)/dt:,.0f} steps/s")
