import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore, seedBuiltInPlans, uniqueEmail } from '../support/emulators';
import { renderApp, signOutApp } from '../support/render-app';

beforeAll(async () => {
  await seedBuiltInPlans();
});
afterEach(async () => {
  await signOutApp();
  localStorage.clear();
});

describe('register page', () => {
  it('shows every validation message verbatim and keeps what was typed', async () => {
    const { user } = renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email address'), 'maker@nowhere');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.type(screen.getByLabelText('Confirm password'), '1234');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('maker@nowhere');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('creates the account, its user document and the audit entry, then opens the dashboard', async () => {
    const email = uniqueEmail('signup');
    const { user, router } = renderApp('/register');
    await user.type(await screen.findByLabelText('Email address'), email);
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.type(screen.getByLabelText('Confirm password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 15_000 });

    const stored = await adminFirestore().collection('users').where('email', '==', email).get();
    expect(stored.size).toBe(1);
    expect(stored.docs[0]!.data()).toMatchObject({
      planId: 'hobby',
      role: 'user',
      currency: 'USD',
      electricityRate: 0.12,
    });
    const uid = stored.docs[0]!.id;
    const logs = await adminFirestore().collection('audit_logs').where('userId', '==', uid).get();
    expect(logs.docs.map((entry) => entry.data().action)).toEqual(['user.register']);
    expect(logs.docs[0]!.data().details).toEqual({ userId: uid, email, initialPlan: 'hobby' });
  });

  it('says clearly when the email already has an account', async () => {
    const email = uniqueEmail('taken');
    {
      const { user, router, unmount } = renderApp('/register');
      await user.type(await screen.findByLabelText('Email address'), email);
      await user.type(screen.getByLabelText('Password'), 'secret-pass');
      await user.type(screen.getByLabelText('Confirm password'), 'secret-pass');
      await user.click(screen.getByRole('button', { name: 'Create Account' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 15_000 });
      unmount();
      await signOutApp();
    }
    const { user } = renderApp('/register');
    await user.type(await screen.findByLabelText('Email address'), email);
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.type(screen.getByLabelText('Confirm password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
    expect(screen.getByLabelText('Email address')).toHaveValue(email);
  });
});

describe('login and reset pages', () => {
  it('shows the generic sign-in failure for wrong credentials, keeping the email', async () => {
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email address'), uniqueEmail('nobody'));
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to sign in. Please check your credentials.',
    );
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-pass');
  });

  it('sends a signed-out visitor from a protected page to login', async () => {
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/dashboard' });
  });

  it('reports a failed reset for an unknown address', async () => {
    const { user } = renderApp('/reset-password');
    await user.type(await screen.findByLabelText('Email address'), uniqueEmail('ghost'));
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send reset email. Please try again.',
    );
  });
});
