import { describe, expect, it } from 'vitest';
import { sendsHome } from '@/app/error-screen';
import { isProtectedPath, safeReturnPath } from '@/config/paths';
import { planIdFromName, printerLimitLabel, sortPlansByPrice, BUILT_IN_PLANS } from '@/domain/plans';
import { errorMessage } from '@/firebase/errors';

describe('paths', () => {
  it('knows the protected areas', () => {
    expect(isProtectedPath('/dashboard')).toBe(true);
    expect(isProtectedPath('/dashboard/printers/abc')).toBe(true);
    expect(isProtectedPath('/profile')).toBe(true);
    expect(isProtectedPath('/admin/logs')).toBe(true);
    expect(isProtectedPath('/pricing')).toBe(false);
    expect(isProtectedPath('/dashboards')).toBe(false);
  });
  it('returns only to same-site paths after sign-in', () => {
    expect(safeReturnPath('/dashboard/printers?x=1')).toBe('/dashboard/printers?x=1');
    expect(safeReturnPath('//evil.example.com')).toBe('/dashboard');
    expect(safeReturnPath('https://evil.example.com')).toBe('/dashboard');
    expect(safeReturnPath(undefined)).toBe('/dashboard');
  });
});

describe('Firebase error mapping', () => {
  it('explains an email already in use instead of the generic message', () => {
    expect(
      errorMessage({ code: 'auth/email-already-in-use' }, 'Failed to create account. Please try again.'),
    ).toMatch(/already exists/);
  });
  it('keeps the action message for wrong credentials and unknown errors', () => {
    const login = 'Failed to sign in. Please check your credentials.';
    expect(errorMessage({ code: 'auth/invalid-credential' }, login)).toBe(login);
    expect(errorMessage({ code: 'auth/user-not-found' }, login)).toBe(login);
    expect(errorMessage(new Error('boom'), login)).toBe(login);
  });
  it('names throttling and network failures', () => {
    expect(errorMessage({ code: 'auth/too-many-requests' }, 'x')).toMatch(/Too many attempts/);
    expect(errorMessage({ code: 'auth/network-request-failed' }, 'x')).toMatch(/Cannot reach the server/);
  });
});

describe('error screen', () => {
  it('sends permission, not-found and unauthenticated errors home', () => {
    expect(sendsHome(new Error('FirebaseError: [code=permission-denied]'))).toBe(true);
    expect(sendsHome(Object.assign(new Error('x'), { code: 'not-found' }))).toBe(true);
    expect(sendsHome('unauthenticated')).toBe(true);
    expect(sendsHome(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});

describe('plans', () => {
  it('has the four built-in plans of SPEC §9, cheapest first', () => {
    expect(
      sortPlansByPrice([...BUILT_IN_PLANS].reverse()).map((plan) => [
        plan.name,
        plan.priceMonthly,
        plan.maxPrinters,
      ]),
    ).toEqual([
      ['Hobby', 0, 1],
      ['Home', 5, 2],
      ['Solo', 25, 5],
      ['Pro', 49, 10],
    ]);
  });
  it('derives a plan id from its name', () => {
    expect(planIdFromName('Print Farm  Plus')).toBe('print-farm-plus');
  });
  it('says printer or printers', () => {
    expect(printerLimitLabel(1)).toBe('Up to 1 printer');
    expect(printerLimitLabel(5)).toBe('Up to 5 printers');
  });
});
