import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { preloadPersianFont } from './build/preload-font';

export default defineConfig(({ command }) => {
  // A build is always the production bundle, whatever NODE_ENV the shell has (the server's
  // NODE_ENV=development must not ship React's development build, 45% larger and slower). Vite
  // reads NODE_ENV after loading this file, so setting it here decides the bundle; only
  // `vite` (npm run dev) serves a development one.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), preloadPersianFont(), precompress()],
    build: {
      target: 'es2022',
      sourcemap: false,
      assetsInlineLimit: 0,
      reportCompressedSize: false,
    },
    server: {
      proxy: { '/api': 'http://localhost:3000' },
    },
  };
});
