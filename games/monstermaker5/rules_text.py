"""The in-app rules of Monstermaker 5 Revised (`Game.rules_text`), one `# Heading` per
phase in play order (`games.monstermaker5.phases.HEADINGS`), so a table can open them at
the phase in progress (`State.phase_name()`)."""

RULES_TEXT = """\
**Monstermaker 5 Revised** (Gin'ichiro Suzuki), 2-8 players. The Light and the Darkness fight over the seven Jewels. Choose your side, change it when the Whisper of Deep calls, roll dice in battle, rescue the St. Knights, send Thieves.

# The cards
The rulebook gives no card list; Card Hall uses this one (64 cards in the stock).
- **St. Knights** (Light, 7): Roxanne, Cassandra, Lucia, Miranda, Elena, Juliet, Vivian. Attack 2D+2, defence 9. Each has her own Jewel: Diamond, Ruby, Sapphire, Emerald, Topaz, Amethyst, Pearl.
- **Jewels** (7): they have no side.
- **Monster Maker Mates** (Light): Warrior x5 (2D+1, defence 7); Magician x4 (1D, defence 5, casts an attack Spell at +2); Thief x4 (numbers 2, 3, 3, 4; never placed on a field).
- **The Force of Darkness**: Orc x7 (1D+1 x4, 1D x3, defence 5, rank 1); Monster x6 (2D, 7, rank 1); Black Mage x3 (1D, 8, rank 2, casts at +3); Dark Knight x3 (2D+3, 10, rank 2); Great Dark Knight (3D+2, 12, rank 3); Queen of the Darkness (2D+2, 14, rank 4, casts at +3).
- **Spells** (16): Fire Ball x4 (magic 2D+2), Lightning x3 (3D), Holy Light x2 (3D+3, the Light only), Storm x2 (2D against every enemy), Shield x3, Trap x2.
- **The Underground Jail of Darkness** is set aside in the centre (2D+1, defence 12). Jailed St. Knights lie under it.
- "2D+1" means two dice plus one.

# Set-up
- Shuffle the stock and deal 5 cards to each player.
- St. Knights and Jewels dealt go face up straight to their owner's field (no replacement).
- The first player is drawn by lot; play goes clockwise.

# A turn
- **Draw** the top card of the stock (none once it is empty). A Jewel goes to your field. A St. Knight goes to your field or to the Jail; a Darkness player must jail it. St. Knights and Jewels are never held in hand.
- **Choose your side** (see below): place characters of your side from your hand, or declare Change of Heart first.
- **One action**: attack a player, rescue the St. Knights, send a Thief, or strengthen (place more characters, possibly none, and end the turn). An attack, a rescue or a Thief ends your turn.
- You may end your turn only with **at most 5 cards** in hand. With 6, your turn must bring the hand down: place cards, or commit cards from the hand to your attack or rescue, or send a Thief. You may not simply discard.

# Sides and Change of Heart
- Your side is the side of the characters on your field: the Light (St. Knights, Warriors, Magicians) or the Darkness. A field holds one side only. Jewels have no side; a player with no character on the field is **neutral**.
- A neutral player may place the characters of either side (one side only).
- **Change of Heart**: your field's characters go (St. Knights to the Jail, the others to the discard pile; your Jewels stay). Then you may place only the other side's characters this turn, or none and be neutral. One Change of Heart a turn, before you place anything.
- Discarded cards never come back.

# Whisper of Deep
- With more than 5 cards, when you can neither place, attack, rescue nor send a Thief, you must declare Change of Heart and place the other side (the Whisper of Deep).
- When even that cannot help (your hand holds only Spells, and Thieves with nothing to go for), discard one card of your choice face up and **show your whole hand** to everyone. The shown cards stay known until you play them.

# Attacking
- The Light never attacks the Light. The Darkness attacks anyone. Nobody attacks a player with no card (character or Jewel) on the field; a player with cards on the field cannot avoid an attack.
- A neutral attacker fights for the side of the characters it commits (after a Change of Heart, for the other side).
- A neutral defender with Jewels may defend with either side against the Darkness, with the Darkness against the Light, or put no character: then the attacker wins at once and takes the Jewels.
- Win a battle and you take **all the defender's Jewels**. An attacker who loses keeps its Jewels.

# A battle
- **Supporters declare first**: at the start of every round, before anyone puts a card, every other player, in seat order from the attacker's left, may declare support for a side of its own (the Light or a neutral player helps the Light, the Darkness or a neutral player the Darkness).
- The attacker's field characters all fight. The attacker may commit characters of its side from hand, one by one, and **one Spell face down**.
- The defender's field characters all fight; it may commit hand characters and a Spell face down.
- Then the declared supporters commit characters and/or a Spell from the hand, never from the field. Never two Spells on one side in a round.
- The Spells are revealed. A **Trap** springs at once; a **Shield** waits.
- **Initiative**: each side rolls a die (ties are rolled again); the higher attacks first.
- The sides take turns. An attack: pick one of your characters that has not attacked this round, an enemy target, and the power: the character's **dice**, your side's revealed **attack Spell** (magic, once a round, plus the caster's bonus), your side's **Storm**, or the **2-dice throw**.
- A hit needs **power at least the target's defence**. The defeated go to the discard pile; a defeated St. Knight goes to the Jail.
- **Darkness ranks**: a Black Mage or Dark Knight (rank 2) may be attacked only while no Orc or Monster (rank 1) of its side stands; the Great Dark Knight (rank 3) only with no rank 2 standing; the Queen only with no rank 3 standing.
- **Orcs** attacking together add up their dice; each counts as having attacked. Defending, Orcs are attacked one by one.
- **St. Knight and her Jewel**: with her own Jewel on her owner's field she is +1 attacking (dice or magic) and defending.
- **2-dice throw**: a character whose best roll cannot reach the target's defence may throw 2 dice instead: 12 defeats anything, any other total misses.
- The player of a side (the attacker, the defender, the Jail's player) chooses for all its characters, supporters' too.

# Battle rounds
- A round ends when every character standing has attacked once; a side with no attacker left lets the other side go on.
- A new round: support is declared again; the attacker, the defender and the declared supporters may add characters and a Spell; the Spells are revealed; the initiative is rolled again.
- The battle ends when one side has no character standing, or after **10 rounds** with no winner.
- Survivors go back to their player's field; a supporter's survivors go to the field of the player it helped. Cards never go back to a hand.

# Spells
- **Fire Ball** (2D+2), **Lightning** (3D), **Holy Light** (3D+3, only for the Light): one magic attack by one character of the side, once in the round it is revealed. A Magician adds 2, a Black Mage or the Queen 3.
- **Storm** (2D): once, one roll compared with the defence of every enemy character standing (ranks do not shield from it; the Jail only when nothing else stands).
- **Shield**: cancels the first successful attack or magic attack on its side this round (a whole Storm). It never stops a Trap.
- **Trap**: when revealed, its caster picks an enemy character it could attack; a die greater than 3 defeats it.
- Every Spell of a round goes to the discard pile at the end of the round, used or not.

# Rescue
- A Light player attacks the Underground Jail of Darkness with Monster Maker Mates: all the Mates of its field, plus Warriors and Magicians from the hand, and a Spell. St. Knights do not go. Only with a St. Knight in the Jail.
- The next Darkness player clockwise plays the Jail (its dice and choices); with no Darkness player, the rescuer's left neighbour does.
- Darkness (and neutral) players may support the Jail; Light and neutral players may support the rescuer with Mates. The Jail can be attacked only when none of the Darkness cards in front of it stands.
- Success: every jailed St. Knight goes to the rescuer's field. The Jail is never discarded.
- If the Jail holds, the Darkness cards that fought for it stay on it as **guards** and stand in front of it at the next rescue.

# Thief
- A Light or neutral player may send a Thief from the hand as its action, to steal one Jewel from another player's field (any side), or to free one jailed St. Knight.
- Roll one die: greater than the Thief's number succeeds, and the card comes to your field.
- The Thief is discarded either way. A Thief never goes on a field and never fights.

# The end
- Once every Jewel and every St. Knight has been drawn from the stock, each player takes **two more turns** (two full rounds of the table from the next player); then the game ends. The stock is never rebuilt.

# The winner
- The side whose players hold **4 or more Jewels** together wins (only one side can). Neutral players never win.
- Within it, the player with the most Jewels wins. Ties in the Light go to more St. Knights with their own Jewel, then to more St. Knights; ties in the Darkness to the highest rank on the field; otherwise the victory is shared.
- If no side holds 4 Jewels, the game is a draw shared by everyone.

# Rulings
Where the rulebook is silent or unclear, Card Hall rules:
## Set-up
- The first player is drawn by lot. St. Knights and Jewels dealt are not replaced.
## A turn
- Placing cards to choose your side and placing them to strengthen are the same move; attacking, rescuing or sending a Thief ends the turn.
## Sides and Change of Heart
- Change of Heart comes before any placing, once a turn; afterwards you may place only the other side's cards that turn. With 6 cards it is allowed only when it can help you get down to 5.
## Whisper of Deep
- The Whisper of Deep discard is allowed only when nothing else can bring the hand to 5; any card of the hand may be discarded (in practice Spells and Thieves with nothing to go for).
## Attacking
- With 6 cards, an attack or a rescue must commit cards from the hand until 5 are left.
## A battle
- A Thief never fights in a battle (it would end on a field, which a Thief never does).
- A hit needs power **at least** the defence (the Japanese rules; the English text says "more than").
- The 2-dice throw counts no bonus; it is allowed when the best roll of the attacker (with its bonuses, Orcs together) is below the target's defence.
## Battle rounds
- Every other player is asked about support at the start of every round, before the attacker and the defender put cards, in seat order from the attacker's (rescuer's) left; the declared supporters put their cards after the defender. A supporter keeps to the side it first supported in a battle. The Jail's player may support the Jail, never the rescuer (even when, with no Darkness player, it is a Light player rolling for the Jail).
- Support declared for a neutral attacker or defender whose side is not known yet lapses if it turns out not to be the supporter's side.
- The initiative is rolled at every round. The battle ends as soon as a side has no character standing, even between two Traps.
## Spells
- A Trap's target follows the rank rules, like an attack: in a rescue it may catch the Jail itself once nothing stands in front of it (a die over 3 breaks it open). Storm hits every enemy standing, whatever its rank, but not the Jail while its guards or supporters stand. One Shield cancels a whole Storm.
- Caster bonuses (Magician +2, Black Mage and Queen +3) and the St. Knight's +1 apply to Storm too. Orcs attacking together use their dice, not a Spell.
- Spells put face down in a battle that ends before the reveal (a neutral defender who puts up no fight) go face up to the discard pile.
## Rescue
- After 10 rounds of a rescue, the Darkness cards left standing stay on the Jail as guards.
## Thief
- After a Change of Heart to the Darkness, a Thief may still steal a Jewel but may not free a St. Knight that turn.
## The end
- If every Jewel and St. Knight was dealt, the two turns each start with the first player.
"""  # noqa: E501
