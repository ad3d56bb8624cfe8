// The public pages prerendered at build time, and the file each one is written to under dist/.
// The server (server/src/plugins/client.ts) maps the same paths to the same files.
export const PUBLIC_PAGES = [
  { path: '/', file: 'prerendered/index.html', title: null },
  { path: '/privacy-policy', file: 'prerendered/privacy-policy.html', title: 'Privacy Policy – JobPadi' },
  {
    path: '/terms-of-service',
    file: 'prerendered/terms-of-service.html',
    title: 'Terms of Service – JobPadi',
  },
  { path: '/login', file: 'prerendered/login.html', title: 'Sign in – JobPadi' },
  { path: '/register', file: 'prerendered/register.html', title: 'Sign up – JobPadi' },
];
