import type { AdminContactMessage, AdminFacilityRequest, AdminUserProgress } from '@reentry/contracts/admin-lists';
import type { AdminDonation } from '@reentry/contracts/donations';

export const facilityRequest: AdminFacilityRequest = {
  id: 7,
  facilityName: 'Maple Halfway House',
  facilityType: 'halfway',
  contactName: 'Rosa Mendez',
  contactPosition: 'Director',
  contactEmail: 'rosa@example.org',
  contactPhone: '555-123-4567',
  facilityAddress: '1 Main St',
  participantCount: 12,
  preferredDate: 'March',
  specialRequirements: null,
  locale: 'en',
  createdAt: '2026-01-05T15:00:00.000Z',
  status: 'new',
  assigneeId: null,
  assigneeName: null,
  overdue: true,
};

export const donation = (fields: Partial<AdminDonation> = {}): AdminDonation => ({
  id: 3,
  donorName: 'Grace Lee',
  donorEmail: 'grace@example.org',
  donorPhone: null,
  donorAddress: null,
  amount: 2500,
  amountRefunded: 0,
  currency: 'usd',
  status: 'succeeded',
  message: null,
  isAnonymous: false,
  locale: 'en',
  stripePaymentIntentId: 'pi_123',
  createdAt: '2026-01-05T15:00:00.000Z',
  succeededAt: '2026-01-05T15:01:00.000Z',
  updatedAt: '2026-01-05T15:01:00.000Z',
  ...fields,
});

export const contactMessage: AdminContactMessage = {
  id: 4,
  name: 'Tom Baker',
  email: 'tom@example.org',
  subject: 'volunteer',
  message: 'I would like to help.',
  locale: 'en',
  createdAt: '2026-01-05T15:00:00.000Z',
  status: 'in_progress',
  assigneeId: 1,
  assigneeName: 'Ada Admin',
  overdue: false,
};

export const user = (fields: Partial<AdminUserProgress> = {}): AdminUserProgress => ({
  id: 20,
  username: 'sam',
  name: 'Sam Student',
  email: 'sam@example.org',
  isAdmin: false,
  isInstructor: false,
  assignedInstructorId: null,
  assignedInstructorName: null,
  classification: 'unassigned',
  completedModules: [1, 2],
  quizScores: { 1: 100, 2: 80 },
  createdAt: '2026-01-02T15:00:00.000Z',
  ...fields,
});
