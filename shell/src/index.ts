// The site's styles are linked from the page's <head> (imported here, in the entry), so the server's
// HTML is styled before any script runs. Start-up itself loads React and the rest in small tasks.
import './styles/global.css';
import './bootstrap';
