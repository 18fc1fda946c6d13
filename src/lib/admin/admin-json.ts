/** An admin as the API shows it (back office §3 Admin session: LoginInfo). */
export interface AdminJSON {
  _id: string;
  name: string;
  email: string;
}

export function adminJSON(admin: { id: string; name: string; email: string }): AdminJSON {
  return { _id: admin.id, name: admin.name, email: admin.email };
}
