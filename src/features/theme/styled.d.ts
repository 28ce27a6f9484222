import 'styled-components';

declare module 'styled-components' {
  export interface DefaultTheme {
    colors: {
      background: string;
      surface: string;
      surfaceMuted: string;
      border: string;
      text: string;
      textMuted: string;
      accent: string;
      accentHover: string;
      accentText: string;
      danger: string;
      dangerHover: string;
      dangerText: string;
      dangerSurface: string;
      success: string;
      successSurface: string;
      warning: string;
      warningSurface: string;
      info: string;
      infoSurface: string;
      neutralSurface: string;
      neutral: string;
      focus: string;
      shadow: string;
    };
    radii: { sm: string; md: string; lg: string; pill: string };
    space: (n: number) => string;
    fonts: { body: string };
  }
}
