// A signed-in session in GET /api/user/sessions (beyond the spec; same conventions: `_id`,
// snake_case, ISO times). The session id is what DELETE /api/user/sessions/{id} takes; it is not a
// credential (the session token is encrypted and carries more than the id).
export interface DeviceSessionJSON {
  _id: string;
  /** "Chrome on Android" */
  device: string;
  created_at: string;
  last_seen_at: string;
  /** The session of the browser asking. */
  current: boolean;
}

export function deviceSessionJSON(session: { id: string; device: string; createdAt: Date; lastSeenAt: Date; current: boolean }): DeviceSessionJSON {
  return {
    _id: session.id,
    device: session.device,
    created_at: session.createdAt.toISOString(),
    last_seen_at: session.lastSeenAt.toISOString(),
    current: session.current,
  };
}
