// The navbar's looks: its bar's classes and the tone of what sits on it (the logo, the links).
export type NavbarVariant = 'dark' | 'transparent' | 'primary' | 'white';

export const navbarVariants: Record<NavbarVariant, { bar: string; tone: 'light' | 'dark' }> = {
  dark: { bar: 'bg-slate-900', tone: 'light' },
  // Over the page header's own dark background (bg-slate-900, components/layout/page-header.tsx).
  transparent: { bar: 'absolute inset-x-0 top-0 z-30 bg-transparent', tone: 'light' },
  primary: { bar: 'bg-teal-800', tone: 'light' },
  white: { bar: 'bg-white shadow-sm', tone: 'dark' },
};
