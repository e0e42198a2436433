// The seller contact answer (seed 001 §3). Client-safe.
export interface SellerContact {
  contact_email: string | null;
  phone_number: string | null;
  location: string | null;
}
