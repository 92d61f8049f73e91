// The two families every venue gets (menu spec, "Global notices": two families are always loaded), shipped with
// the app rather than fetched from a font service, so a guest offline or on a slow network reads the same page.
import "@fontsource/inter/latin-400.css";
import "@fontsource/inter/latin-600.css";
import "@fontsource/inter/latin-700.css";
import "@fontsource/noto-sans-arabic/arabic-400.css";
import "@fontsource/noto-sans-arabic/arabic-700.css";
