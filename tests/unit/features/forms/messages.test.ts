import { describe, expect, it } from 'vitest';
import { contactToasts } from '../../../../src/lib/forms/contact';
import { INLINE_FAILURE } from '../../../../src/features/forms/FormParts';
import { emailProblem, footerFailure, toasts, updatesFailure } from '../../../../src/features/forms/messages';

// Messages as postJson builds them from the real functions' answers.
const conflict = '409: {"success":false,"message":"This email is already subscribed to our newsletter.","error":"This email is already subscribed to our newsletter."}';
const invalid = '400: {"success":false,"message":"Invalid email: please enter a valid email address","errors":{"email":"Please enter a valid email address"}}';
const network = 'Network error: Failed to fetch';
const server = '503: {"success":false,"message":"We could not save your submission just now."}';

describe('footer newsletter failures (§8)', () => {
  it.each([
    [conflict, 'This email is already subscribed to our newsletter.'],
    [invalid, 'Please enter a valid email address.'],
    [network, 'Network error. Please check your connection and try again.'],
    [server, 'Failed to subscribe to the newsletter. Please try again.'],
    ['429: Too Many Requests', 'Failed to subscribe to the newsletter. Please try again.'],
  ])('%s', (message, description) => {
    expect(footerFailure(message)).toEqual({ title: 'Subscription failed', description, variant: 'destructive' });
  });

  it('matches the words case-sensitively, as the spec does', () => {
    expect(footerFailure('400: invalid EMAIL').description).toBe('Failed to subscribe to the newsletter. Please try again.');
  });
});

describe('updates newsletter failures (§8)', () => {
  it('already subscribed is a neutral notice', () => {
    expect(updatesFailure(conflict)).toEqual({ title: 'Already subscribed', description: 'This email is already subscribed to our newsletter.' });
  });
  it.each([invalid, network, server])('anything else is destructive: %s', (message) => {
    expect(updatesFailure(message)).toEqual({
      title: 'Subscription failed', description: 'Failed to subscribe to the newsletter. Please try again.', variant: 'destructive',
    });
  });
});

describe('texts', () => {
  it('validation toasts (§5)', () => {
    expect(emailProblem('   ')).toEqual({ title: 'Email required', description: 'Please enter your email address', variant: 'destructive' });
    expect(emailProblem('a@b')).toEqual({ title: 'Invalid email', description: 'Please enter a valid email address', variant: 'destructive' });
  });
  it('success and contact toasts (§8)', () => {
    // The spec's words, and the line a double opt-in adds.
    const note = "Please confirm from the e-mail we've sent you, unless you're already on our list.";
    expect(toasts.footerSuccess).toEqual({ title: 'Success!', description: "You've been subscribed to our newsletter.", note });
    expect(toasts.updatesSuccess).toEqual({ title: 'Thank you for subscribing!', description: "You'll receive our latest insights and updates.", note });
    expect(contactToasts.success).toEqual({ title: 'Message sent', description: "Thank you for contacting us. We'll be in touch shortly." });
    expect(contactToasts.failure).toEqual({ title: 'Something went wrong', description: 'Failed to send your message. Please try again.', variant: 'destructive' });
    expect(INLINE_FAILURE).toBe('Something went wrong. Please try again.');
  });
});
