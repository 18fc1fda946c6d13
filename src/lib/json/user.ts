// The contract's User JSON (storefront §3 User): what the browser stores under 'User'. Only these
// four fields ever leave the server; the hash, Google id, role and session version never do.
export interface UserJSON {
  _id: string;
  name: string;
  email: string;
  phone: string | null;
}

export function userJSON(customer: { id: string; name: string; email: string; phone: string | null }): UserJSON {
  return { _id: customer.id, name: customer.name, email: customer.email, phone: customer.phone };
}
