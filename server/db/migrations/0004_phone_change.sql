-- A new phone number is proven by a code texted to it, as a new e-mail address is by a code mailed to it.
alter table otp_challenges drop constraint otp_challenges_purpose_check;
alter table otp_challenges add constraint otp_challenges_purpose_check
  check (purpose in ('sign_in', 'email_change', 'phone_change'));
