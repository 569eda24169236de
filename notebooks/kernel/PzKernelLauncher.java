import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ConcurrentHashMap;
import java.util.logging.LogManager;
import org.rapaio.jupyter.kernel.MainApp;
import org.rapaio.jupyter.kernel.channels.Channels;
import org.rapaio.jupyter.kernel.core.ConnectionProperties;
import org.rapaio.jupyter.kernel.core.Transform;

/**
 * Starts rapaio-jupyter-kernel 2.3.0 as its {@code MainApp} does, with one fix for a start-up race.
 *
 * <p>Why: {@code Channels.connect} starts the socket threads, then builds the JShell engine (it launches
 * a second JVM and adds every class-path jar: seconds on a loaded machine), and only then creates its
 * message-handler map. A {@code kernel_info_request} arriving in between (jupyter sends one every second
 * from the start) hits a null map, and the NullPointerException kills the shell thread for good: the
 * client then waits until its start-up timeout ("Kernel didn't respond"). With an empty map put in
 * place first, such early requests are only logged as unhandled and dropped, and the client's next
 * request, after the handlers exist, is answered. Compiled by {@code setup.sh} against the kernel jar.
 */
public final class PzKernelLauncher {
    private PzKernelLauncher() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 1 || !Files.isRegularFile(Path.of(args[0]))) {
            throw new IllegalArgumentException("usage: PzKernelLauncher CONNECTION_FILE");
        }
        LogManager.getLogManager().readConfiguration(MainApp.class.getClassLoader().getResourceAsStream("logging.properties"));
        ConnectionProperties props = Transform.fromJson(Files.readString(Path.of(args[0])), ConnectionProperties.class);
        Channels channels = new Channels(props);
        Field handlers = Channels.class.getDeclaredField("handlers");
        handlers.setAccessible(true);
        handlers.set(channels, new ConcurrentHashMap<>());
        channels.connect(MainApp.kernel);
        channels.joinUntilClose();
    }
}
