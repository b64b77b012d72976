"""Processes' memory, for the budgets: a process's peak, and any process's resident memory now."""

import resource


def peak_resident_mb() -> float:
    """This process's peak resident memory in MB. VmHWM belongs to the process image, so
    it starts again at exec; ru_maxrss does not (Linux keeps it across execve), and a
    child of `make bench` would report the peak of the parent that spawned it."""
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def resident_mb(pid: int | str = "self") -> float | None:
    """A process's resident memory now, in MB (this process by default), or None when the
    kernel reports none (the process ended)."""
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024  # the kernel reports kB
    except OSError:
        pass
    return None
