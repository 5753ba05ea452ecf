/** No other module uses the exports: app.ts only registers its plugin. */
export {};
