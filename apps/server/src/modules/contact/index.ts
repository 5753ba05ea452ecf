/** No other module uses the contact form: app.ts only registers its plugin. */
export {};
