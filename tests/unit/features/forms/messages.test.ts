import { describe, expect, it } from 'vitest';
import { contactToasts } from '../../../../src/lib/forms/contactSchema';
import { alreadySubscribed, emailProblem, footerFailure, toasts } from '../../../../src/features/forms/messages';
import { SubmitError, UNKNOWN_ERROR } from '../../../../src/features/forms/request';

// Failures as postJson throws them from the real functions' answers: the toast follows the status
// (and, for a 400, which field the answer names), whatever the words.
const invalid = new SubmitError('400: …', 400, {
  success: false,
  message: 'Invalid email: please enter a valid email address',
  errors: { email: 'Please enter a valid email address' },
});
const badSource = new SubmitError('400: …', 400, {
  success: false,
  message: 'Unknown sign-up form',
  errors: { source: 'Unknown sign-up form' },
});
const network = new SubmitError('Network error: Failed to fetch');
const server = new SubmitError('503: …', 503, {
  success: false,
  message: 'We could not save your submission just now.',
});
const reworded = new SubmitError('400: …', 400, {
  success: false,
  message: 'That address will not do',
  errors: { email: 'Not an address' },
});

describe('footer newsletter failures, by status', () => {
  it.each([
    ['a 400 naming the address', invalid, 'Please enter a valid email address.'],
    ['a 400 naming the address in other words', reworded, 'Please enter a valid email address.'],
    ['no answer', network, 'Network error. Please check your connection and try again.'],
    ['a 503', server, 'Failed to subscribe to the newsletter. Please try again.'],
    [
      'a 429',
      new SubmitError('429: Too Many Requests', 429),
      'Failed to subscribe to the newsletter. Please try again.',
    ],
    ['a 400 naming another field', badSource, 'Failed to subscribe to the newsletter. Please try again.'],
    [
      'an error that is not an answer',
      new Error('Network is fine, this is a bug'),
      'Failed to subscribe to the newsletter. Please try again.',
    ],
  ])('%s', (_, error, description) => {
    expect(footerFailure(error)).toEqual({ title: 'Subscription failed', description, variant: 'destructive' });
  });
});

describe('an address this browser signed up before', () => {
  it('is a failure in the footer and a neutral notice on the updates page', () => {
    const note = 'If you have not confirmed yet, use the link in the e-mail we sent you.';
    expect(alreadySubscribed('footer')).toEqual({
      title: 'Subscription failed',
      description: 'This email is already subscribed to our newsletter.',
      note,
      variant: 'destructive',
    });
    expect(alreadySubscribed('updates')).toEqual({
      title: 'Already subscribed',
      description: 'This email is already subscribed to our newsletter.',
      note,
    });
  });
  it('the updates page shows one failure whatever the status', () => {
    expect(toasts.updatesFailure).toEqual({
      title: 'Subscription failed',
      description: 'Failed to subscribe to the newsletter. Please try again.',
      variant: 'destructive',
    });
  });
});

describe('texts', () => {
  it('validation toasts', () => {
    expect(emailProblem('   ')).toEqual({
      title: 'Email required',
      description: 'Please enter your email address',
      variant: 'destructive',
    });
    expect(emailProblem('a@b')).toEqual({
      title: 'Invalid email',
      description: 'Please enter a valid email address',
      variant: 'destructive',
    });
  });
  it('success and contact toasts', () => {
    // Double opt-in: nobody is subscribed until they confirm, so no toast says so.
    const note = "Already subscribed? There's nothing more to do.";
    expect(toasts.footerSuccess).toEqual({
      title: 'Check your inbox',
      description: 'Confirm your subscription with the link in our e-mail.',
      note,
    });
    expect(toasts.updatesSuccess).toEqual({
      title: 'Thank you for signing up!',
      description: "Check your inbox to confirm, and you'll receive our latest insights and updates.",
      note,
    });
    for (const t of [toasts.footerSuccess, toasts.updatesSuccess])
      expect(Object.values(t).join(' ')).not.toMatch(/success|been subscribed|for subscribing|you are subscribed/i);
    expect(contactToasts.success).toEqual({
      title: 'Message sent',
      description: "Thank you for contacting us. We'll be in touch shortly.",
    });
    expect(contactToasts.failure).toEqual({
      title: 'Something went wrong',
      description: 'Failed to send your message. Please try again.',
      variant: 'destructive',
    });
    expect(UNKNOWN_ERROR).toBe('Something went wrong. Please try again.');
  });
});
