// Mantine's CSS per component in use, not the whole sheet; here only what the sign-in page and the
// preloader show, the signed-in frame brings the rest (shell/shell.css), so neither waits for the other.
// Order matters: it follows @mantine/core/styles.css, where a component's sheet comes after
// the sheets of the parts it is built from (UnstyledButton before Button, Input before
// PasswordInput...). The frame's sheets load after these: a sheet that another one here builds
// on stays here. A component added to the console adds its sheet at its place in one of the two.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/notifications/styles.css';
