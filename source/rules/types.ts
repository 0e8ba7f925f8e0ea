/** A game's rules for players, in English and German: "# " starts a heading, "- " a bullet. */
export type RulesText = {readonly en: string; readonly de: string};
