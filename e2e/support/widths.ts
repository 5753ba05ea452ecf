/** The widths every journey runs at: a small phone and an ordinary desktop. */
export const phone = { name: 'phone', viewport: { width: 375, height: 812 } };
export const desktop = { name: 'desktop', viewport: { width: 1280, height: 900 } };
export const widths = [phone, desktop];
