import { myClassSchema } from '@reentry/contracts/my-class';
import { defineRoutes } from '../../openapi/route-doc.js';

const tag = 'Account';

export const myClassApiDocs = defineRoutes([
  {
    method: 'get', path: '/api/account/class', access: 'signed-in', tag, summary: 'The class the caller is in: the instructor\'s name and contact line',
    responses: { 200: { description: 'The class, or null.', schema: myClassSchema } },
  },
  {
    method: 'post', path: '/api/account/class/leave', access: 'signed-in', tag, summary: 'Leave the class (the instructor no longer sees the caller)',
    rateLimited: true, description: 'Audited. Leaving when in no class changes nothing.',
    responses: { 204: { description: 'Not in a class now.' } },
  },
]);
