/** SPEC §6 is silent on demoting the last admin; the issue forbids it. */
export const adminUserMessages = {
  lastAdmin: 'You are the only admin. Make another user an admin before removing your own admin role.',
  updateFailed: 'Failed to update the user. Please try again.',
} as const;
