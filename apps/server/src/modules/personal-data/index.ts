/** No other module uses personal data: app.ts only registers its plugin. */
export {};
