"""Uploads to the public check page: held in memory only (never a temporary file on
disk), and refused as soon as they pass the limit, before the rest is read."""

from io import BytesIO

from django.core.files.uploadedfile import InMemoryUploadedFile
from django.core.files.uploadhandler import FileUploadHandler, StopFutureHandlers, StopUpload


class InMemoryWithinLimit(FileUploadHandler):
    def __init__(self, request=None, *, limit: int):
        super().__init__(request)
        self.limit = limit
        self.received = 0

    def handle_raw_input(self, input_data, META, content_length, boundary, encoding=None):
        if content_length and content_length > self.limit:
            raise StopUpload(connection_reset=True)

    def new_file(self, *args, **kwargs) -> None:
        super().new_file(*args, **kwargs)
        self.file = BytesIO()
        raise StopFutureHandlers()

    def receive_data_chunk(self, raw_data: bytes, start: int) -> None:
        self.received += len(raw_data)
        if self.received > self.limit:
            raise StopUpload(connection_reset=True)
        self.file.write(raw_data)

    def file_complete(self, file_size: int) -> InMemoryUploadedFile:
        self.file.seek(0)
        return InMemoryUploadedFile(
            file=self.file,
            field_name=self.field_name,
            name=self.file_name,
            content_type=self.content_type,
            size=file_size,
            charset=self.charset,
            content_type_extra=self.content_type_extra,
        )
