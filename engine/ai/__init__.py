"""Computer players (DESIGN.md section 4).

An agent never receives a State: only its seat's view and the legal actions, so it
cannot see a hidden card. `make_agent` builds one by level name.
"""

from engine.ai.agents import Agent, HeuristicAgent, RandomAgent, agent_names, make_agent

__all__ = ["Agent", "HeuristicAgent", "RandomAgent", "agent_names", "make_agent"]
