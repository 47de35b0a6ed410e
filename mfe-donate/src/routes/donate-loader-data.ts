/** `/donate`'s loader data: this visit's attempt, part of the payment's key (a new visit, a new payment). */
export interface DonateLoaderData {
  attempt: string;
}
