// A customer's avatar (back office §2 Customers): the first two letters of the name, on one of eight
// colours chosen by the name's length. Each colour is dark enough for white initials (AA).

export const AVATAR_COLORS = ["#1f4d6b", "#6b3a1f", "#2f5d3a", "#5a2f6b", "#6b1f3d", "#3d4a5c", "#7a4b00", "#1f5f5f"] as const;

/** The first two letters of the name, upper case ("Asha Rao" → "AS"); "?" for a blank name. */
export function initialsOf(name: string): string {
  return name.trim().slice(0, 2).toUpperCase() || "?";
}

export function avatarColorOf(name: string): string {
  return AVATAR_COLORS[name.length % AVATAR_COLORS.length]!;
}
