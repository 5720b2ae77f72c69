/** The giving form's fields as the giver typed them (shown again after a refusal). */
export interface GiftFormValues {
  amount: string;
  /** The suggested amount picked, used when no other amount is typed. */
  suggested: string;
  currency: string;
  fund: string;
  method: string;
  phone: string;
  name: string;
  email: string;
}
