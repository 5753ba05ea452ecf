/**
 * The reCAPTCHA v3 action each form names, which the server checks its token against. A module
 * of its own, without the forms' schemas: a page that only names an action loads no validation code.
 */
export const CAPTCHA_ACTIONS = { signup: 'signup', signIn: 'sign_in', forgetPassword: 'forget_password', submitApplication: 'submit_application', vote: 'vote' } as const;
