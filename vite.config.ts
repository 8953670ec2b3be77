import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Small assets (icons) stay files so the CSP needs no data: URIs for scripts.
    assetsInlineLimit: 0,
  },
});
