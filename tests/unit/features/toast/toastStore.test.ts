import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toast, dismissToast, holdToast, showToast } from '../../../../src/features/toast/toastStore';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  dismissToast();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('shows one toast, neutral unless told, and removes it after 5 s', () => {
    showToast({ title: 'Check your inbox', description: 'Confirm your subscription with the link in our e-mail.' });
    expect($toast.get()).toMatchObject({ title: 'Check your inbox', variant: 'default' });
    vi.advanceTimersByTime(4999);
    expect($toast.get()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect($toast.get()).toBeNull();
  });

  it('keeps at most one: a new toast replaces the old and gets its own 5 s', () => {
    showToast({ title: 'First' });
    vi.advanceTimersByTime(4000);
    showToast({ title: 'Subscription failed', variant: 'destructive' });
    expect($toast.get()).toMatchObject({ title: 'Subscription failed', variant: 'destructive' });
    vi.advanceTimersByTime(4000);
    expect($toast.get()?.title).toBe('Subscription failed');
    vi.advanceTimersByTime(1000);
    expect($toast.get()).toBeNull();
  });

  it('dismisses by id only the toast still shown', () => {
    const old = showToast({ title: 'Old' });
    showToast({ title: 'New' });
    dismissToast(old.id);
    expect($toast.get()?.title).toBe('New');
    dismissToast();
    expect($toast.get()).toBeNull();
  });

  it('holds while hovered or focused, then restarts the full duration', () => {
    showToast({ title: 'Message sent' });
    vi.advanceTimersByTime(4500);
    holdToast(true);
    vi.advanceTimersByTime(60_000);
    expect($toast.get()?.title).toBe('Message sent');
    holdToast(false);
    vi.advanceTimersByTime(4999);
    expect($toast.get()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect($toast.get()).toBeNull();
  });
});
