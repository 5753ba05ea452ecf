import { useCallback } from 'react';
import { formatMessage, type LanguageCode } from '@awards/contracts';
import { useLanguage } from './i18n';

/**
 * The contracts' schemas carry message keys (`validation.min:2`), the same ones the server
 * answers with; this turns one into the visitor's language. Undefined means no error.
 */
export function formErrorText(message: string | undefined, language: LanguageCode): string | undefined {
  return message ? formatMessage(message, language) : undefined;
}

/**
 * For a form field: `const errorText = useFormErrorText(); errorText(errors.email?.message)`.
 * Texts the server already translated (ApiError.fields) are not keys and pass through unchanged.
 */
export function useFormErrorText(): (message: string | undefined) => string | undefined {
  const language = useLanguage();
  return useCallback((message) => formErrorText(message, language), [language]);
}
