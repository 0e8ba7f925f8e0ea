import type {RulesText} from './types.js';

export const rules: RulesText = {
  en: `# Goal
Bring all 104 cards (two packs) onto eight foundations: for each suit
one ace pile built up to the king and one king pile built down to ace.

# Layout
- A wreath of 12 places runs clockwise from the top left: W1 and W2
  above the centre, W3 to W6 on the right, W7 and W8 below, W9 to W12
  on the left. Cards lie face up; only the outermost one can move.
- The centre has eight foundation slots, two on each of four levels.
- Cards are dealt one by one to W1, W2 ... round and round. A card
  that can go up must go up, and the next card goes to the same place.
  From W1, W2, W7 or W8 a card may reach any slot; from a side place
  only the two slots of its level (W3/W12 at the top, W6/W9 at the
  bottom). If a card has several slots, you choose.

# Play
- An ace or king starts its suit's missing pile in any empty slot;
  other cards go up onto the pile of their suit that needs them.
- On the wreath, build in suit one rank up or down, king and ace
  touching; the direction may change. An empty place takes any card.
- A foundation's top card may cross to the other pile of its suit if
  it fits there. Base cards never move, and nothing goes back from
  the centre to the wreath.
- Once, when you are stuck, the wreath is gathered place by place
  without shuffling and dealt again the same way. Foundations stay.

# Keys
- d deals the wreath again (only once; asks first if moves remain).
- Space picks up a card and drops it; Enter sends it to its best place.
  While the deal waits for your choice, go to the centre slot you
  want and press c, or pick up the drawn card and drop it there.

# End
You win with all 104 cards on the foundations. After the second deal,
when nothing useful is left, the game offers to end.`,
  de: `# Ziel
Alle 104 Karten (zwei Spiele) kommen auf acht Familien: je Farbe eine
vom As aufwärts bis zum König und eine vom König abwärts bis zum As.

# Auslage
- Ein Kranz aus 12 Plätzen läuft von links oben im Uhrzeigersinn: W1
  und W2 über der Mitte, W3 bis W6 rechts, W7 und W8 unten, W9 bis W12
  links. Alles liegt offen; spielbar ist nur die äußerste Karte.
- In der Mitte liegen acht Familienplätze, je zwei auf vier Ebenen.
- Die Karten werden einzeln auf W1, W2 … reihum ausgelegt. Was
  hochgelegt werden kann, muss hoch, und die nächste Karte kommt an
  denselben Platz. Von W1, W2, W7 oder W8 darf eine Karte auf jeden
  Familienplatz, von einem Seitenplatz nur auf die zwei seiner Ebene
  (oben W3/W12, unten W6/W9). Passen mehrere, wählst du.

# Spielverlauf
- Ein As oder König eröffnet die fehlende Familie seiner Farbe auf
  einem freien Platz; andere Karten kommen auf ihre passende Familie.
- Im Kranz legst du farbgleich an, einen Wert höher oder tiefer, auch
  über K und A hinweg, Richtung frei. Leere Plätze nehmen jede Karte.
- Die oberste Karte einer Familie darf auf die andere Familie ihrer
  Farbe wechseln, wenn sie dort passt. Grundkarten bleiben liegen, und
  aus der Mitte kommt nichts zurück in den Kranz.
- Einmal, wenn nichts mehr geht, wird der Kranz Platz für Platz ohne
  Mischen aufgenommen und genauso neu ausgelegt. Die Familien bleiben.

# Tasten
- d legt den Kranz neu aus (nur einmal; fragt, wenn noch Züge gehen).
- Leertaste nimmt eine Karte auf und legt sie ab; Enter bringt sie an
  den besten Platz. Wartet das Auslegen auf deine Wahl, gehst du zum
  gewünschten Platz der Mitte und drückst c, oder du nimmst die
  gezogene Karte auf und legst sie dort ab.

# Ende
Liegen alle 104 Karten auf den Familien, hast du gewonnen. Geht nach
dem zweiten Auslegen nichts mehr, bietet das Spiel das Beenden an.`,
};
