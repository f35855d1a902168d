/** Signing in by e-mail code, in English. The Dutch (sign-in-words-nl.ts) has the same keys. */
export const signInWords = {
  heading: 'Sign in',
  intro: 'We send a 6-digit code to your work e-mail address.',
  email: 'E-mail address',
  sendCode: 'Send code',
  sending: 'Sending…',
  codeHeading: 'Enter your code',
  codeSent:
    'If {email} belongs to a staff account, a 6-digit code is on its way. It can take a minute to arrive.',
  code: '6-digit code',
  submit: 'Sign in',
  checking: 'Checking…',
  otherEmail: 'Use another e-mail address',
  resend: 'Send a new code',
  resendIn: 'You can ask for a new code in {seconds} {{second|seconds}}.',
  restoring: 'Opening your day sheet…',
  restoreFailed: 'Your session could not be checked.',
  retry: 'Try again',
  enterCode: 'Enter the 6 digits of the code.',
  enterEmail: 'Enter your e-mail address.',
} as const;
