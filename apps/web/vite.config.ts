import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { preloadPersianFont } from './build/preload-font';

export default defineConfig({
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
});
