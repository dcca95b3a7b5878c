import { Component, type ReactNode } from 'react';

/**
 * Holds a header summary that loads after the page (the low-spool and maintenance counts): when
 * its code or its reads fail (say, the connection dropped before its chunk loaded), the summary
 * is left out and the page stays, instead of the whole route showing "Something went wrong".
 * The next visit to another page tries again.
 */
export class SummaryBoundary extends Component<
  { children: ReactNode; resetKey: string },
  { failedAt: string | null }
> {
  override state: { failedAt: string | null } = { failedAt: null };

  static getDerivedStateFromError() {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { failedAt: string | null }) {
    // The failure is remembered for the page it happened on; a new page tries again.
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown) {
    console.warn('A header summary failed to load and is left out:', error);
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : null;
  }
}
