/**
 * An answer this young is not read again when a screen opens on it or is shown again: it was read just before
 * (its link rested on), or the screen was left a moment ago. A module of its own, with no imports, so that the
 * browser tests can wait it out by the same figure.
 */
export const JUST_READ_MS = 3_000;
