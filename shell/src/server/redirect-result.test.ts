/**
 * @jest-environment node
 */
import { redirect } from 'react-router';
import { flashToastCookie, redirectWithToast } from '@reentry/platform';
import { redirectResult } from './redirect-result';

describe("a loader's redirect on the server", () => {
  it('keeps the cookies the redirect sets, so a flash toast reaches the next page', () => {
    expect(redirectResult(redirectWithToast('/', 'instructor-access-denied'))).toEqual({
      type: 'redirect',
      status: 302,
      location: '/',
      setCookies: [flashToastCookie('instructor-access-denied')],
    });
  });

  it('keeps every Set-Cookie header, and none when there is none', () => {
    const response = redirect('/login', { status: 303, headers: [['Set-Cookie', 'a=1; Path=/'], ['Set-Cookie', 'b=2; Path=/']] });
    expect(redirectResult(response)).toEqual({ type: 'redirect', status: 303, location: '/login', setCookies: ['a=1; Path=/', 'b=2; Path=/'] });
    expect(redirectResult(redirect('/'))?.setCookies).toEqual([]);
  });

  it('is undefined for an answer that is not a redirect', () => {
    expect(redirectResult(new Response(null, { status: 404 }))).toBeUndefined();
    expect(redirectResult(new Response(null, { status: 302 }))).toBeUndefined();
  });
});
