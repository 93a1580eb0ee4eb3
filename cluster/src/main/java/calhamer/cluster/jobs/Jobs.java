package calhamer.cluster.jobs;

import picocli.CommandLine.Model.CommandSpec;

/** How the cluster's commands end on an error a user can cause: one line in Calhamer's words on standard error. */
public final class Jobs {
    private Jobs() {
    }

    /** A bad option or input: the message, exit status 2. */
    public static int refuse(CommandSpec spec, String message) {
        return say(spec, message, 2);
    }

    /** A run that could not go on: the message, exit status 1. */
    public static int fail(CommandSpec spec, String message) {
        return say(spec, message, 1);
    }

    private static int say(CommandSpec spec, String message, int status) {
        String name = spec.qualifiedName(" ");
        spec.commandLine().getErr().println(name + ": " + message);
        spec.commandLine().getErr().flush();
        return status;
    }
}
