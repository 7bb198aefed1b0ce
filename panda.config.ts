import { defineConfig } from '@pandacss/dev'

export default defineConfig({
  preflight: true,
  jsxFramework: 'react',
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  theme: {
    extend: {
      tokens: {
        // Layers, lowest first: the sticky header under dialogs, menus above dialogs, toasts on top.
        zIndex: {
          hide: { value: -1 },
          base: { value: 0 },
          docked: { value: 10 },
          sticky: { value: 1100 },
          banner: { value: 1200 },
          overlay: { value: 1300 },
          modal: { value: 1400 },
          dropdown: { value: 1500 },
          popover: { value: 1600 },
          skipLink: { value: 1700 },
          toast: { value: 1800 },
          tooltip: { value: 1900 },
        },
        colors: {
          brand: {
            50: { value: '#eef6ff' },
            100: { value: '#d9eaff' },
            500: { value: '#1f6feb' },
            600: { value: '#1858c4' },
            700: { value: '#12438f' },
            900: { value: '#0b2550' },
          },
        },
      },
      semanticTokens: {
        colors: {
          fg: { DEFAULT: { value: '{colors.gray.900}' }, muted: { value: '{colors.gray.600}' } },
          bg: { DEFAULT: { value: '{colors.white}' }, subtle: { value: '{colors.gray.50}' } },
          accent: { DEFAULT: { value: '{colors.brand.600}' }, emphasis: { value: '{colors.brand.700}' } },
          danger: { DEFAULT: { value: '{colors.red.700}' } },
          border: { DEFAULT: { value: '{colors.gray.200}' } },
        },
      },
    },
  },
  globalCss: {
    'html, body': {
      color: 'fg',
      bg: 'bg.subtle',
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    },
  },
})
