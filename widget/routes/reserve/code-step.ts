import type { OtpRequestAnswer } from '../../../shared/api/types';
import type { MessageKey } from '../../../shared/message-words';
import { createAuthFlow } from '../../state/auth-flow';
import type { App } from '../../state/create-app';
import { readForm, type SignalsOf, type UserFormValues } from '../../state/forms';
import { codeContact, isCodeFor, type CodeChannel, type CodeUnderWay } from './logic/code';
import type { ReservationFlowModel } from './model';

/** The server's site id format (shared SiteIdSchema), without loading valibot into the flow's chunk. */
const UUID = /^[\da-f]{8}(-[\da-f]{4}){3}-[\da-f]{12}$/i;

/**
 * The code under way when it still goes to the phone or address the details name, else null (they were corrected).
 * Reads the form's signals, so a page that renders it follows the details.
 */
export function codeForDetails(
  code: CodeUnderWay | null,
  user: SignalsOf<UserFormValues>,
): CodeUnderWay | null {
  return isCodeFor(code, readForm(user)) ? code : null;
}

/**
 * The code step's actions (code input). They change the reservation flow's model (its code under way and the
 * code typed) but ship with the code step on the booking path (./booking-path): no earlier step asks or checks a code,
 * so the flow's first screen loads without them.
 */
export function codeStepActions(app: App, journey: ReservationFlowModel) {
  const { state } = app;
  const { extras, typedCode, actions, endpoints } = journey;
  const authFlow = createAuthFlow(app, endpoints);

  return {
    /**
     * Signs the guest up with the details and sends a one-time code by SMS or e-mail, for the restaurant of the route
     * (a code e-mail links to its your-code page). Keeps the code under way with the journey (a refresh keeps it).
     * Returns the refusal's message key, or null.
     */
    async sendCode(channel: CodeChannel, routeSite: string): Promise<MessageKey | null> {
      const language = state.language.peek();
      const body = { ...readForm(state.userForm), language };
      const typedBefore = typedCode.peek();
      const remember = extras.peek().rememberme;
      const signUp = await endpoints.signUp(body);
      const result = signUp.ok
        ? await authFlow.requestCode({
            ...(channel === 'sms' ? { phone_number: body.phone_number } : { email: body.email }),
            channel,
            remember,
            language,
            // A malformed site id is left out rather than refused.
            site_id: UUID.test(routeSite) ? routeSite : undefined,
          })
        : signUp;
      if (!result.ok) return result.error.messageKey;
      const answer = result.data as OtpRequestAnswer;
      actions.update({
        codeChannel: channel,
        code: {
          channel,
          contact: codeContact(channel, body),
          remember,
          sentTo: answer.sent_to,
          resendAt: state.now() + answer.resend_after_seconds * 1000,
          token: answer.token,
        },
      });
      // A code typed for an earlier one is not this code; what the guest typed while this one was on its way (or the
      // phone filled in from its SMS) is, and stays.
      if (typedCode.peek() === typedBefore) typedCode.value = '';
      return null;
    },
    /**
     * Checks the code under way with its own temporary token; a checked code signs the guest in and goes on. Returns
     * the refusal, or null. With no code for the details' contact (its sending failed): 'codeNotSent', never the
     * typing error.
     */
    async checkCode(digits: string): Promise<MessageKey | null> {
      const asked = codeForDetails(extras.peek().code, state.userForm);
      if (!asked) return 'codeNotSent';
      const result = await authFlow.checkCode(digits, asked);
      if (!result) return 'codeNotSent';
      if (!result.ok) return result.error.messageKey;
      // A checked code is used up: it is no longer kept.
      actions.update({ code: null });
      typedCode.value = '';
      actions.signedIn(result.data.profile.email);
      return null;
    },
  };
}
