/** What the donor form holds (the contract's donor fields, as typed). No yup here: the first visit never needs it. */
export interface DonorValues {
  donorName: string;
  donorEmail: string;
  donorPhone: string;
  donorAddress: string;
  message: string;
  isAnonymous: boolean;
}

export const emptyDonor: DonorValues = { donorName: '', donorEmail: '', donorPhone: '', donorAddress: '', message: '', isAnonymous: false };
