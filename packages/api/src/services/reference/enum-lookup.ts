/** The key and type enum lookups: names with their numbers (the server's name -> number map). */
export type EnumLookup = Readonly<Record<string, number>>;
