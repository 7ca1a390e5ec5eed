"""The in-app rules of O Genre O (`Game.rules_text`).

One `# Heading` per phase, in the order of play, so that the rules can be opened at
the phase in progress (`OGenreOState.phase_name()` returns one of these headings):
the cards, the deal, the discards, the trump vote, tricks, recovery, end of the round,
end of the game, then the rulings.
"""

RULES_TEXT = """\
Angels grant wishes; Devils grant them at the cost of your life. A must-follow trick-taking game for 3 or 4 players: bring the others' life to zero while you keep yours.

# The cards
- 48 cards in five suits: **Feather** 1-9, **Spear** 1-9, **Arrow**, **Fire** and **Flower** 1-10.
- **Angel** cards (white): every Feather, and the odd Arrow, Fire and Flower.
- **Devil** cards (black): every Spear, and the even Arrow, Fire and Flower. There are 24 of each.
- With 3 players, 36 cards: Feather 1-3, Spear 1-3 and the 1 and 2 of Arrow, Fire and Flower are left out (18 Angels, 18 Devils).
- Each player's **life** starts at **30** (4 players) or **20** (3 players). That is also the most life anyone can have.

# The deal
- The first dealer is drawn by lot; after each round the dealer passes to the left.
- The dealer shuffles the Angel cards and the Devil cards apart and deals **6 Angels and 6 Devils** to every player: 12 cards each.

# The discards
- Everyone looks at their hand and puts **2 cards** face down. They are out of play for this round.
- Discards are secret: players choose one after another (behind the curtain in hot-seat), starting at the dealer's left, and nobody else ever sees them.

# The trump vote
- One by one, clockwise, each player puts a **black chip** on a suit they do **not** want as trump. A suit takes one chip only.
- 4 players: starting with the player to the dealer's left, everyone places one chip.
- 3 players: starting with the dealer, who places a chip **first and last** (two chips); the others place one.
- The suit left **without a chip** is **trump** for the round: any trump beats any card of another suit.

# Tricks
- Ten tricks; the **dealer leads** the first. The lead player plays any card face up, then each player clockwise plays one card.
- **Devil Break**: nobody may lead a Devil until a Devil has been played this round, unless the leader holds only Devils.
- **Must follow**: if you hold a card of the suit led, you must play one (an Angel and a Devil of a suit are the same suit). Otherwise play any card.
- The **highest trump** wins; if no trump was played, the highest card of the suit led.
- The winner keeps the cards in a **won pile** in front of them (not in the hand) and leads the next trick.

# Recovery
- From round 2, a player whose life is below the starting life (30 or 20) and who wins a trick in which **every card is an Angel** recovers **1 life at once**, never above the starting life.

# End of the round
- Each player loses **1 life for each Devil card** in their won pile.

# End of the game
- If anyone's life is **0 or less**, the game ends: the **highest life wins**, and tied players share the victory.
- Otherwise the dealer passes to the left, the chips are removed, and a new round begins.

# Rulings
## The cards
- The 3-player deck: the rulebook's star cards are not listed; Card Hall leaves out Feather 1-3, Spear 1-3 and the 1 and 2 of Arrow, Fire and Flower.
## The deal
- The first dealer is drawn by lot. Clockwise and "left" mean the next seat.
## The discards
- Each discard is chosen one card at a time; discards are never revealed, not even at the end of the round.
## Tricks
- The Devil Break ends with any Devil played this round, also one played to follow suit or when void; a Devil led by a player who holds only Devils ends it too. The discards are not played.
- The won piles are public: everyone saw their cards played.
## End of the round
- Life is lost at the end of the round; recovery happens at once, during the round. Lives may go below 0; the game-end test is made after each round's settlement.
"""  # noqa: E501
