import { screen, waitFor, within } from '@testing-library/react';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore, seedBuiltInPlans, signedUpClient, setUserPlan } from '../support/emulators';
import { renderApp, signInApp, signOutApp } from '../support/render-app';

const disposers: Array<() => Promise<void>> = [];

beforeAll(async () => {
  await seedBuiltInPlans();
});
afterEach(async () => {
  await signOutApp();
  localStorage.clear();
});
afterAll(async () => {
  await Promise.all(disposers.map((dispose) => dispose()));
});

/** Opens /profile as a fresh account; `prepare` may change its user document first. */
async function openProfile(prepare?: (uid: string) => Promise<void>) {
  const client = await signedUpClient();
  disposers.push(client.dispose);
  if (prepare) {
    await adminFirestore().collection('users').doc(client.uid).set({
      uid: client.uid,
      email: client.email,
      businessName: null,
      planId: 'hobby',
      role: 'user',
      city: '',
      country: '',
      currency: 'USD',
      electricityRate: 0.12,
      printerCount: 0,
    });
    await prepare(client.uid);
  }
  await signInApp(client.email, 'secret-pass');
  // Under vitest firebase/auth keeps the session in memory; set the app's stored-session hint.
  localStorage.setItem('firebase:authUser:test', '1');
  const view = renderApp('/profile');
  await screen.findByRole('heading', { name: 'Profile Settings' }, { timeout: 15_000 });
  await screen.findByTestId('current-plan-name');
  return { ...view, uid: client.uid };
}

const storedUser = async (uid: string) => (await adminFirestore().collection('users').doc(uid).get()).data()!;

describe('profile page: plan', () => {
  it('shows the current plan, lets the user switch plan, and records plan.change', async () => {
    const { user, uid } = await openProfile();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toHaveTextContent('Settings');
    expect(screen.getByTestId('current-plan-name')).toHaveTextContent('Hobby');
    expect(screen.getByText('Up to 1 printer · $0/month')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change Plan' }));
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Hobby',
      'Home',
      'Solo',
      'Pro',
    ]);
    const hobby = screen.getByRole('article', { name: 'Hobby' });
    expect(within(hobby).getByText('Current')).toBeInTheDocument();
    expect(within(hobby).queryByRole('button', { name: /Select/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hide Plans' }));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change Plan' }));

    await user.click(screen.getByRole('button', { name: 'Select Solo' }));
    expect(await screen.findByText('You are now on the Solo plan.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('current-plan-name')).toHaveTextContent('Solo'));
    expect(screen.getByText('Up to 5 printers · $25/month')).toBeInTheDocument();
    expect((await storedUser(uid)).planId).toBe('solo');

    const logs = await adminFirestore()
      .collection('audit_logs')
      .where('userId', '==', uid)
      .where('action', '==', 'plan.change')
      .get();
    expect(logs.docs.map((entry) => entry.data().details)).toEqual([
      { userId: uid, oldPlan: 'hobby', newPlan: 'solo' },
    ]);
  });

  it('does not offer plans below the printer count', async () => {
    const { user } = await openProfile(async (uid) => {
      await setUserPlan(uid, { planId: 'solo', printerCount: 3 });
    });
    expect(screen.getByText('You have 3 printers.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change Plan' }));
    for (const name of ['Hobby', 'Home']) {
      const card = screen.getByRole('article', { name });
      expect(within(card).getByRole('button', { name: `Select ${name}` })).toBeDisabled();
    }
    expect(screen.getByText('Allows 1 printer; you have 3. Delete printers first.')).toBeInTheDocument();
    expect(screen.getByText('Allows 2 printers; you have 3. Delete printers first.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select Pro' })).toBeEnabled();
  });

  it('writes hobby for a profile stored without a planId', async () => {
    const { FieldValue } = await import('firebase-admin/firestore');
    const { uid } = await openProfile(async (id) => {
      await adminFirestore().collection('users').doc(id).update({ planId: FieldValue.delete() });
    });
    await waitFor(async () => expect((await storedUser(uid)).planId).toBe('hobby'));
    expect(screen.getByTestId('current-plan-name')).toHaveTextContent('Hobby');
  });
});

describe('profile page: form', () => {
  it('shows the messages of SPEC §5, keeps typed values, then saves', async () => {
    const { user, uid } = await openProfile();
    const form = within(screen.getByRole('region', { name: 'Business details' }));
    expect(form.getByLabelText('Currency')).toHaveValue('USD');
    expect(form.getByLabelText('Electricity rate (per kWh)')).toHaveValue(0.12);

    await user.clear(form.getByLabelText('Currency'));
    await user.clear(form.getByLabelText('Electricity rate (per kWh)'));
    await user.click(form.getByRole('button', { name: 'Save Profile' }));
    expect(await form.findByText('City is required')).toBeInTheDocument();
    expect(form.getByText('Country is required')).toBeInTheDocument();
    expect(form.getByText('Currency is required')).toBeInTheDocument();
    expect(form.getByText('Electricity rate is required')).toBeInTheDocument();
    expect(form.queryByText(/Business name/i, { selector: 'p' })).not.toBeInTheDocument();

    await user.type(form.getByLabelText('Electricity rate (per kWh)'), '-1');
    await user.type(form.getByLabelText('City'), 'Leeds');
    await user.click(form.getByRole('button', { name: 'Save Profile' }));
    expect(await form.findByText('Must be greater than 0')).toBeInTheDocument();
    expect(form.getByLabelText('City')).toHaveValue('Leeds');
    expect(form.getByLabelText('Electricity rate (per kWh)')).toHaveValue(-1);

    await user.clear(form.getByLabelText('Electricity rate (per kWh)'));
    await user.type(form.getByLabelText('Electricity rate (per kWh)'), '0.3');
    await user.type(form.getByLabelText('Country'), 'UK');
    await user.type(form.getByLabelText('Currency'), 'gbp');
    expect(form.getByLabelText('Low-spool alert threshold (g)')).toHaveValue(100);
    await user.clear(form.getByLabelText('Low-spool alert threshold (g)'));
    await user.type(form.getByLabelText('Low-spool alert threshold (g)'), '150');
    await user.click(form.getByRole('button', { name: 'Save Profile' }));
    expect(await form.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(await storedUser(uid)).toMatchObject({
      businessName: null,
      city: 'Leeds',
      country: 'UK',
      currency: 'GBP',
      electricityRate: 0.3,
      lowSpoolThreshold: 150,
    });
  });

  it('refuses a city longer than the rules store, in the form, keeping what was typed', async () => {
    const { user } = await openProfile();
    const form = within(screen.getByRole('region', { name: 'Business details' }));
    await user.type(form.getByLabelText('City'), 'x'.repeat(201)); // beyond what the rules accept
    await user.type(form.getByLabelText('Country'), 'UK');
    await user.click(form.getByRole('button', { name: 'Save Profile' }));
    expect(await form.findByText('Must be at most 200 characters')).toBeInTheDocument();
    expect(form.getByLabelText('City')).toHaveValue('x'.repeat(201));
  });

  it('says the save failed when the server refuses it', async () => {
    let uid = '';
    const { user } = await openProfile(async (id) => {
      uid = id;
    });
    const form = within(screen.getByRole('region', { name: 'Business details' }));
    await user.type(form.getByLabelText('City'), 'Leeds');
    await user.type(form.getByLabelText('Country'), 'UK');
    // The document loses its counter behind the app's back: the rules refuse every profile edit.
    await adminFirestore().collection('users').doc(uid).update({ printerCount: FieldValue.delete() });
    await user.click(form.getByRole('button', { name: 'Save Profile' }));
    expect(await form.findByText('Failed to update profile. Please try again.')).toBeInTheDocument();
  });
});

describe('profile page: quotes and invoices', () => {
  it('edits business details, paper size and numbering with their messages, never lowering a next number', async () => {
    const year = new Date().getFullYear();
    const { user, uid } = await openProfile(async (id) => {
      await adminFirestore()
        .collection('users')
        .doc(id)
        .update({ numbering: { invoice: { prefix: 'INV-', next: 7 }, quote: { prefix: 'QUO-', next: 1 } } });
    });
    const form = within(screen.getByRole('region', { name: 'Business details' }));
    expect(form.getByLabelText('Paper size')).toHaveValue('A4');
    expect(form.getByLabelText('Invoice number prefix')).toHaveValue('INV-');
    expect(form.getByLabelText('Next invoice number')).toHaveValue(7);
    expect(form.getByLabelText('Quote number prefix')).toHaveValue('QUO-');

    await user.type(form.getByLabelText('City'), 'Leeds');
    await user.type(form.getByLabelText('Country'), 'UK');
    await user.type(form.getByLabelText(/Business email/), 'not-an-email');
    await user.clear(form.getByLabelText('Invoice number prefix'));
    await user.type(form.getByLabelText('Invoice number prefix'), 'INV 2026');
    await user.clear(form.getByLabelText('Next quote number'));
    await user.type(form.getByLabelText('Next quote number'), '0');
    await user.click(form.getByRole('button', { name: 'Save Profile' }));
    expect(await form.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(form.getByText('Use up to 20 letters, digits, -, _ or /')).toBeInTheDocument();
    expect(form.getByText('Next number must be a whole number of at least 1')).toBeInTheDocument();
    expect(form.getByLabelText('Invoice number prefix')).toHaveValue('INV 2026');

    // Lowering the invoice counter below what is issued is refused at the field.
    await user.clear(form.getByLabelText(/Business email/));
    await user.type(form.getByLabelText(/Business email/), 'hello@layer.works');
    await user.clear(form.getByLabelText('Invoice number prefix'));
    await user.type(form.getByLabelText('Invoice number prefix'), `INV-${year}-`);
    await user.clear(form.getByLabelText('Next quote number'));
    await user.type(form.getByLabelText('Next quote number'), '5');
    await user.clear(form.getByLabelText('Next invoice number'));
    await user.type(form.getByLabelText('Next invoice number'), '3');
    await user.click(form.getByRole('button', { name: 'Save Profile' }));
    expect(
      await form.findByText('Next number cannot be lower than 7: numbers up to 6 are already issued'),
    ).toBeInTheDocument();

    await user.clear(form.getByLabelText('Next invoice number'));
    await user.type(form.getByLabelText('Next invoice number'), '10');
    await user.type(form.getByLabelText(/Business address/), '1 Mill Lane{Enter}Leeds');
    await user.type(form.getByLabelText(/Tax ID/), 'GB123');
    await user.type(form.getByLabelText(/Payment terms/), 'Net 30');
    await user.selectOptions(form.getByLabelText('Paper size'), 'Letter');
    await user.click(form.getByRole('button', { name: 'Save Profile' }));
    expect(await form.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(await storedUser(uid)).toMatchObject({
      business: {
        address: '1 Mill Lane\nLeeds',
        taxId: 'GB123',
        email: 'hello@layer.works',
        paymentTerms: 'Net 30',
      },
      paperSize: 'Letter',
      numbering: { invoice: { prefix: `INV-${year}-`, next: 10 }, quote: { prefix: 'QUO-', next: 5 } },
    });
  });
});
