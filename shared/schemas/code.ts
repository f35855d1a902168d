/** The one-time code form (code input; its length is OTP_LENGTH in shared/constants.ts). */
import * as v from 'valibot';
import { OTP_LENGTH } from '../constants';

// Spaces, hyphens and dots people type or paste between the digits ('123 456', '123-456').
const CODE_SEPARATORS = /[\s\-.]/g;

/** 'Enter a 6-digit code' unless exactly six digits remain once separators are stripped. */
export const CodeFieldSchema = v.pipe(
  v.string('invalidCode'),
  v.transform((code) => code.replace(CODE_SEPARATORS, '')),
  v.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'invalidCode'),
);
