import { defineMessages } from 'react-intl';

export const facilityMessages = defineMessages({
  caption: { id: 'admin.facility.caption', defaultMessage: 'Workshop requests from facilities', description: 'Table caption' },
  empty: { id: 'admin.facility.empty', defaultMessage: 'No facility requests found.', description: 'Spec empty message of the facility requests tab' },
  facility: { id: 'admin.facility.facility', defaultMessage: 'Facility', description: 'Column: facility name' },
  type: { id: 'admin.facility.type', defaultMessage: 'Type', description: 'Column and filter: facility type' },
  contact: { id: 'admin.facility.contact', defaultMessage: 'Contact', description: 'Column: contact person' },
  position: { id: 'admin.facility.position', defaultMessage: 'Position', description: 'Detail: contact position' },
  address: { id: 'admin.facility.address', defaultMessage: 'Facility address', description: 'Detail: address' },
  participants: { id: 'admin.facility.participants', defaultMessage: 'Participants', description: 'Column: estimated number of participants' },
  preferredDate: { id: 'admin.facility.preferredDate', defaultMessage: 'Preferred date', description: 'Detail: preferred date' },
  requirements: { id: 'admin.facility.requirements', defaultMessage: 'Special requirements', description: 'Detail: special requirements' },
  promise: { id: 'admin.facility.promise', defaultMessage: 'We promise a reply within 2 business days. New requests older than that are marked Overdue.', description: 'Note above the facility requests list' },
});
